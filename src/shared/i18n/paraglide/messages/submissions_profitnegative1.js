import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitnegative1Inputs */

const en_submissions_profitnegative1 = /** @type {(inputs: Submissions_Profitnegative1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit cannot be negative`)
};

const fil_submissions_profitnegative1 = /** @type {(inputs: Submissions_Profitnegative1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi puwedeng negatibo ang posibleng kita`)
};

/**
* | output |
* | --- |
* | "Possible profit cannot be negative" |
*
* @param {Submissions_Profitnegative1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_profitnegative1 = /** @type {((inputs?: Submissions_Profitnegative1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitnegative1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_profitnegative1(inputs)
	return en_submissions_profitnegative1(inputs)
});
export { submissions_profitnegative1 as "submissions.profitNegative" }