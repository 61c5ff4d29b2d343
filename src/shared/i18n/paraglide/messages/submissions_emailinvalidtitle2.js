import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailinvalidtitle2Inputs */

const en_submissions_emailinvalidtitle2 = /** @type {(inputs: Submissions_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Email`)
};

const fil_submissions_emailinvalidtitle2 = /** @type {(inputs: Submissions_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang e-mail`)
};

/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Submissions_Emailinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_emailinvalidtitle2 = /** @type {((inputs?: Submissions_Emailinvalidtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailinvalidtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_emailinvalidtitle2(inputs)
	return en_submissions_emailinvalidtitle2(inputs)
});
export { submissions_emailinvalidtitle2 as "submissions.emailInvalidTitle" }