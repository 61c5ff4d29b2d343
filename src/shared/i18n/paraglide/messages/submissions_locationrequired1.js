import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationrequired1Inputs */

const en_submissions_locationrequired1 = /** @type {(inputs: Submissions_Locationrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a location`)
};

/**
* | output |
* | --- |
* | "Please select a location" |
*
* @param {Submissions_Locationrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_locationrequired1 = /** @type {((inputs?: Submissions_Locationrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_locationrequired1(inputs)
});
export { submissions_locationrequired1 as "submissions.locationRequired" }