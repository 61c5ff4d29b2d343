import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Pickupmoved1Inputs */

const en_submissions_pickupmoved1 = /** @type {(inputs: Submissions_Pickupmoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See you on ${i?.date}, ${i?.window}.`)
};

const fil_submissions_pickupmoved1 = /** @type {(inputs: Submissions_Pickupmoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kita-kits sa ${i?.date}, ${i?.window}.`)
};

/**
* | output |
* | --- |
* | "See you on {date}, {window}." |
*
* @param {Submissions_Pickupmoved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupmoved1 = /** @type {((inputs: Submissions_Pickupmoved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupmoved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupmoved1(inputs)
	return en_submissions_pickupmoved1(inputs)
});
export { submissions_pickupmoved1 as "submissions.pickupMoved" }