import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailinvalidtitle2Inputs */

const en_submissions_emailinvalidtitle2 = /** @type {(inputs: Submissions_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Email`)
};

/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Submissions_Emailinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_emailinvalidtitle2 = /** @type {((inputs?: Submissions_Emailinvalidtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailinvalidtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_emailinvalidtitle2(inputs)
});
export { submissions_emailinvalidtitle2 as "submissions.emailInvalidTitle" }