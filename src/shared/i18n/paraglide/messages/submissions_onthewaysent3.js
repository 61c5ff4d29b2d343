import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown>, name: NonNullable<unknown> }} Submissions_Onthewaysent3Inputs */

const en_submissions_onthewaysent3 = /** @type {(inputs: Submissions_Onthewaysent3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will hear the crew arrives in about ${i?.minutes} minutes.`)
};

const fil_submissions_onthewaysent3 = /** @type {(inputs: Submissions_Onthewaysent3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malalaman ni ${i?.name} na darating ang crew sa loob ng mga ${i?.minutes} minuto.`)
};

/**
* | output |
* | --- |
* | "{name} will hear the crew arrives in about {minutes} minutes." |
*
* @param {Submissions_Onthewaysent3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_onthewaysent3 = /** @type {((inputs: Submissions_Onthewaysent3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewaysent3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_onthewaysent3(inputs)
	return en_submissions_onthewaysent3(inputs)
});
export { submissions_onthewaysent3 as "submissions.onTheWaySent" }