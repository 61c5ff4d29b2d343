import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trucknotfound2Inputs */

const en_submissions_trucknotfound2 = /** @type {(inputs: Submissions_Trucknotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This truck no longer exists`)
};

const fil_submissions_trucknotfound2 = /** @type {(inputs: Submissions_Trucknotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala na ang truck na ito`)
};

/**
* | output |
* | --- |
* | "This truck no longer exists" |
*
* @param {Submissions_Trucknotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_trucknotfound2 = /** @type {((inputs?: Submissions_Trucknotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trucknotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_trucknotfound2(inputs)
	return en_submissions_trucknotfound2(inputs)
});
export { submissions_trucknotfound2 as "submissions.truckNotFound" }