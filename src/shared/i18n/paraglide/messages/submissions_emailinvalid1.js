import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailinvalid1Inputs */

const en_submissions_emailinvalid1 = /** @type {(inputs: Submissions_Emailinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const fil_submissions_emailinvalid1 = /** @type {(inputs: Submissions_Emailinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng valid na e-mail address`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Submissions_Emailinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_emailinvalid1 = /** @type {((inputs?: Submissions_Emailinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_emailinvalid1(inputs)
	return en_submissions_emailinvalid1(inputs)
});
export { submissions_emailinvalid1 as "submissions.emailInvalid" }