import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionreasonrequired2Inputs */

const en_submissions_suspensionreasonrequired2 = /** @type {(inputs: Submissions_Suspensionreasonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason, e.g. PAGASA Signal No. 2`)
};

const fil_submissions_suspensionreasonrequired2 = /** @type {(inputs: Submissions_Suspensionreasonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang dahilan, hal. PAGASA Signal No. 2`)
};

/**
* | output |
* | --- |
* | "Please give a reason, e.g. PAGASA Signal No. 2" |
*
* @param {Submissions_Suspensionreasonrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionreasonrequired2 = /** @type {((inputs?: Submissions_Suspensionreasonrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionreasonrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionreasonrequired2(inputs)
	return en_submissions_suspensionreasonrequired2(inputs)
});
export { submissions_suspensionreasonrequired2 as "submissions.suspensionReasonRequired" }