import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Submissions_Statusfinal1Inputs */

const en_submissions_statusfinal1 = /** @type {(inputs: Submissions_Statusfinal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This request is ${i?.status}; its status can no longer change.`)
};

const fil_submissions_statusfinal1 = /** @type {(inputs: Submissions_Statusfinal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang status ng request na ito ay ${i?.status}; hindi na ito mababago.`)
};

/**
* | output |
* | --- |
* | "This request is {status}; its status can no longer change." |
*
* @param {Submissions_Statusfinal1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusfinal1 = /** @type {((inputs: Submissions_Statusfinal1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusfinal1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusfinal1(inputs)
	return en_submissions_statusfinal1(inputs)
});
export { submissions_statusfinal1 as "submissions.statusFinal" }