import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Openingcamera1Inputs */

const en_submissions_openingcamera1 = /** @type {(inputs: Submissions_Openingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening camera`)
};

/**
* | output |
* | --- |
* | "Opening camera" |
*
* @param {Submissions_Openingcamera1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_openingcamera1 = /** @type {((inputs?: Submissions_Openingcamera1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Openingcamera1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_openingcamera1(inputs)
});
export { submissions_openingcamera1 as "submissions.openingCamera" }