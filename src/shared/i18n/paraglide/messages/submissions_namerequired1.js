import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Namerequired1Inputs */

const en_submissions_namerequired1 = /** @type {(inputs: Submissions_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name`)
};

/**
* | output |
* | --- |
* | "Please enter your name" |
*
* @param {Submissions_Namerequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_namerequired1 = /** @type {((inputs?: Submissions_Namerequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Namerequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_namerequired1(inputs)
});
export { submissions_namerequired1 as "submissions.nameRequired" }