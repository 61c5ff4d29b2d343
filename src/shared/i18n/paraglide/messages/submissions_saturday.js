import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SaturdayInputs */

const en_submissions_saturday = /** @type {(inputs: Submissions_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday`)
};

const fil_submissions_saturday = /** @type {(inputs: Submissions_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabado`)
};

/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Submissions_SaturdayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_saturday = /** @type {((inputs?: Submissions_SaturdayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SaturdayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_saturday(inputs)
	return en_submissions_saturday(inputs)
});
export { submissions_saturday as "submissions.saturday" }