import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelledonline1Inputs */

const en_submissions_cancelledonline1 = /** @type {(inputs: Submissions_Cancelledonline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled online by the household`)
};

const fil_submissions_cancelledonline1 = /** @type {(inputs: Submissions_Cancelledonline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinansela online ng household`)
};

/**
* | output |
* | --- |
* | "Cancelled online by the household" |
*
* @param {Submissions_Cancelledonline1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelledonline1 = /** @type {((inputs?: Submissions_Cancelledonline1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelledonline1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelledonline1(inputs)
	return en_submissions_cancelledonline1(inputs)
});
export { submissions_cancelledonline1 as "submissions.cancelledOnline" }