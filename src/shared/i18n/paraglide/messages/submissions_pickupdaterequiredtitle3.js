import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdaterequiredtitle3Inputs */

const en_submissions_pickupdaterequiredtitle3 = /** @type {(inputs: Submissions_Pickupdaterequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_submissions_pickupdaterequiredtitle3 = /** @type {(inputs: Submissions_Pickupdaterequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Pickupdaterequiredtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdaterequiredtitle3 = /** @type {((inputs?: Submissions_Pickupdaterequiredtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdaterequiredtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdaterequiredtitle3(inputs)
	return en_submissions_pickupdaterequiredtitle3(inputs)
});
export { submissions_pickupdaterequiredtitle3 as "submissions.pickupDateRequiredTitle" }