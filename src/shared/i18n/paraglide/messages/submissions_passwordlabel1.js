import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Passwordlabel1Inputs */

const en_submissions_passwordlabel1 = /** @type {(inputs: Submissions_Passwordlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const fil_submissions_passwordlabel1 = /** @type {(inputs: Submissions_Passwordlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Submissions_Passwordlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_passwordlabel1 = /** @type {((inputs?: Submissions_Passwordlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Passwordlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_passwordlabel1(inputs)
	return en_submissions_passwordlabel1(inputs)
});
export { submissions_passwordlabel1 as "submissions.passwordLabel" }