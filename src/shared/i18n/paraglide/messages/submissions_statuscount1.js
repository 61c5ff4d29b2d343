import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Submissions_Statuscount1Inputs */

const en_submissions_statuscount1 = /** @type {(inputs: Submissions_Statuscount1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}:`)
};

const fil_submissions_statuscount1 = /** @type {(inputs: Submissions_Statuscount1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}:`)
};

/**
* | output |
* | --- |
* | "{status}:" |
*
* @param {Submissions_Statuscount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statuscount1 = /** @type {((inputs: Submissions_Statuscount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuscount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statuscount1(inputs)
	return en_submissions_statuscount1(inputs)
});
export { submissions_statuscount1 as "submissions.statusCount" }