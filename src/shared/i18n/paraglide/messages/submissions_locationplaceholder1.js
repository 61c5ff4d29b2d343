import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationplaceholder1Inputs */

const en_submissions_locationplaceholder1 = /** @type {(inputs: Submissions_Locationplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a location`)
};

/**
* | output |
* | --- |
* | "Select a location" |
*
* @param {Submissions_Locationplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_locationplaceholder1 = /** @type {((inputs?: Submissions_Locationplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_locationplaceholder1(inputs)
});
export { submissions_locationplaceholder1 as "submissions.locationPlaceholder" }