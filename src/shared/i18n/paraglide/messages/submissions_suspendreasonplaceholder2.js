import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspendreasonplaceholder2Inputs */

const en_submissions_suspendreasonplaceholder2 = /** @type {(inputs: Submissions_Suspendreasonplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. PAGASA Signal No. 2`)
};

const fil_submissions_suspendreasonplaceholder2 = /** @type {(inputs: Submissions_Suspendreasonplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hal. PAGASA Signal No. 2`)
};

/**
* | output |
* | --- |
* | "e.g. PAGASA Signal No. 2" |
*
* @param {Submissions_Suspendreasonplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspendreasonplaceholder2 = /** @type {((inputs?: Submissions_Suspendreasonplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspendreasonplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspendreasonplaceholder2(inputs)
	return en_submissions_suspendreasonplaceholder2(inputs)
});
export { submissions_suspendreasonplaceholder2 as "submissions.suspendReasonPlaceholder" }