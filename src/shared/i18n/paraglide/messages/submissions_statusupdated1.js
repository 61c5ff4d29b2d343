import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Submissions_Statusupdated1Inputs */

const en_submissions_statusupdated1 = /** @type {(inputs: Submissions_Statusupdated1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request is now ${i?.status}. The customer gets an SMS.`)
};

const fil_submissions_statusupdated1 = /** @type {(inputs: Submissions_Statusupdated1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang bagong status ng request: ${i?.status}. Makakatanggap ng SMS ang customer.`)
};

/**
* | output |
* | --- |
* | "The request is now {status}. The customer gets an SMS." |
*
* @param {Submissions_Statusupdated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusupdated1 = /** @type {((inputs: Submissions_Statusupdated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusupdated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusupdated1(inputs)
	return en_submissions_statusupdated1(inputs)
});
export { submissions_statusupdated1 as "submissions.statusUpdated" }