import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Capacityinvalid1Inputs */

const en_submissions_capacityinvalid1 = /** @type {(inputs: Submissions_Capacityinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number of pickups from 0 to 1000`)
};

/**
* | output |
* | --- |
* | "Enter a whole number of pickups from 0 to 1000" |
*
* @param {Submissions_Capacityinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_capacityinvalid1 = /** @type {((inputs?: Submissions_Capacityinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Capacityinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_capacityinvalid1(inputs)
});
export { submissions_capacityinvalid1 as "submissions.capacityInvalid" }