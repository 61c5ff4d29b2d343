import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailreason1Inputs */

const en_submissions_detailreason1 = /** @type {(inputs: Submissions_Detailreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const fil_submissions_detailreason1 = /** @type {(inputs: Submissions_Detailreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dahilan`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Submissions_Detailreason1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailreason1 = /** @type {((inputs?: Submissions_Detailreason1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailreason1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailreason1(inputs)
	return en_submissions_detailreason1(inputs)
});
export { submissions_detailreason1 as "submissions.detailReason" }