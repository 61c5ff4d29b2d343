import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Toomanysignins3Inputs */

const en_submissions_toomanysignins3 = /** @type {(inputs: Submissions_Toomanysignins3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please wait a few minutes and try again.`)
};

const fil_submissions_toomanysignins3 = /** @type {(inputs: Submissions_Toomanysignins3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong maraming subok mag-sign in. Maghintay ng ilang minuto at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Submissions_Toomanysignins3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_toomanysignins3 = /** @type {((inputs?: Submissions_Toomanysignins3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Toomanysignins3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_toomanysignins3(inputs)
	return en_submissions_toomanysignins3(inputs)
});
export { submissions_toomanysignins3 as "submissions.tooManySignIns" }