import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Submissions_Etaminutes1Inputs */

const en_submissions_etaminutes1 = /** @type {(inputs: Submissions_Etaminutes1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutes`)
};

const fil_submissions_etaminutes1 = /** @type {(inputs: Submissions_Etaminutes1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minuto`)
};

/**
* | output |
* | --- |
* | "{minutes} minutes" |
*
* @param {Submissions_Etaminutes1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_etaminutes1 = /** @type {((inputs: Submissions_Etaminutes1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Etaminutes1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_etaminutes1(inputs)
	return en_submissions_etaminutes1(inputs)
});
export { submissions_etaminutes1 as "submissions.etaMinutes" }