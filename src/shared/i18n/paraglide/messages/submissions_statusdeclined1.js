import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusdeclined1Inputs */

const en_submissions_statusdeclined1 = /** @type {(inputs: Submissions_Statusdeclined1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const fil_submissions_statusdeclined1 = /** @type {(inputs: Submissions_Statusdeclined1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tinanggihan`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Submissions_Statusdeclined1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusdeclined1 = /** @type {((inputs?: Submissions_Statusdeclined1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusdeclined1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusdeclined1(inputs)
	return en_submissions_statusdeclined1(inputs)
});
export { submissions_statusdeclined1 as "submissions.statusDeclined" }