import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Submissions_Truckadded1Inputs */

const en_submissions_truckadded1 = /** @type {(inputs: Submissions_Truckadded1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is recorded.`)
};

const fil_submissions_truckadded1 = /** @type {(inputs: Submissions_Truckadded1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naitala na ang ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{name} is recorded." |
*
* @param {Submissions_Truckadded1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckadded1 = /** @type {((inputs: Submissions_Truckadded1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckadded1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckadded1(inputs)
	return en_submissions_truckadded1(inputs)
});
export { submissions_truckadded1 as "submissions.truckAdded" }