import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitcapacity1Inputs */

const en_submissions_limitcapacity1 = /** @type {(inputs: Submissions_Limitcapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups at most (0 closes it)`)
};

/**
* | output |
* | --- |
* | "Pickups at most (0 closes it)" |
*
* @param {Submissions_Limitcapacity1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_limitcapacity1 = /** @type {((inputs?: Submissions_Limitcapacity1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitcapacity1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_limitcapacity1(inputs)
});
export { submissions_limitcapacity1 as "submissions.limitCapacity" }