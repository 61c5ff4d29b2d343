import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Submissions_Removetruckof2Inputs */

const en_submissions_removetruckof2 = /** @type {(inputs: Submissions_Removetruckof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

const fil_submissions_removetruckof2 = /** @type {(inputs: Submissions_Removetruckof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alisin ang ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Submissions_Removetruckof2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_removetruckof2 = /** @type {((inputs: Submissions_Removetruckof2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removetruckof2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_removetruckof2(inputs)
	return en_submissions_removetruckof2(inputs)
});
export { submissions_removetruckof2 as "submissions.removeTruckOf" }