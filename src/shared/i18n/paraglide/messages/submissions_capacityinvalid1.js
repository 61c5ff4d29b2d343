import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Capacityinvalid1Inputs */

const en_submissions_capacityinvalid1 = /** @type {(inputs: Submissions_Capacityinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number of pickups from 0 to 1000`)
};

const fil_submissions_capacityinvalid1 = /** @type {(inputs: Submissions_Capacityinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng buong numero ng pickup mula 0 hanggang 1000`)
};

/**
* | output |
* | --- |
* | "Enter a whole number of pickups from 0 to 1000" |
*
* @param {Submissions_Capacityinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_capacityinvalid1 = /** @type {((inputs?: Submissions_Capacityinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Capacityinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_capacityinvalid1(inputs)
	return en_submissions_capacityinvalid1(inputs)
});
export { submissions_capacityinvalid1 as "submissions.capacityInvalid" }