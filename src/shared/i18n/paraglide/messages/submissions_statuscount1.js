import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Submissions_Statuscount1Inputs */

const en_submissions_statuscount1 = /** @type {(inputs: Submissions_Statuscount1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}:`)
};

/**
* | output |
* | --- |
* | "{status}:" |
*
* @param {Submissions_Statuscount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statuscount1 = /** @type {((inputs: Submissions_Statuscount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuscount1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statuscount1(inputs)
});
export { submissions_statuscount1 as "submissions.statusCount" }