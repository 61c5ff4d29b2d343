import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addtruck1Inputs */

const en_submissions_addtruck1 = /** @type {(inputs: Submissions_Addtruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add truck`)
};

const fil_submissions_addtruck1 = /** @type {(inputs: Submissions_Addtruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng truck`)
};

/**
* | output |
* | --- |
* | "Add truck" |
*
* @param {Submissions_Addtruck1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_addtruck1 = /** @type {((inputs?: Submissions_Addtruck1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addtruck1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_addtruck1(inputs)
	return en_submissions_addtruck1(inputs)
});
export { submissions_addtruck1 as "submissions.addTruck" }