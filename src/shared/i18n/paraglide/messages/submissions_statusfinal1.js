import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Submissions_Statusfinal1Inputs */

const en_submissions_statusfinal1 = /** @type {(inputs: Submissions_Statusfinal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This request is ${i?.status}; its status can no longer change.`)
};

/**
* | output |
* | --- |
* | "This request is {status}; its status can no longer change." |
*
* @param {Submissions_Statusfinal1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statusfinal1 = /** @type {((inputs: Submissions_Statusfinal1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusfinal1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statusfinal1(inputs)
});
export { submissions_statusfinal1 as "submissions.statusFinal" }