import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Namerequired1Inputs */

const en_submissions_namerequired1 = /** @type {(inputs: Submissions_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name`)
};

const fil_submissions_namerequired1 = /** @type {(inputs: Submissions_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong pangalan`)
};

/**
* | output |
* | --- |
* | "Please enter your name" |
*
* @param {Submissions_Namerequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_namerequired1 = /** @type {((inputs?: Submissions_Namerequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Namerequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_namerequired1(inputs)
	return en_submissions_namerequired1(inputs)
});
export { submissions_namerequired1 as "submissions.nameRequired" }