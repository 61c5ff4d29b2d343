import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitcapacity1Inputs */

const en_submissions_limitcapacity1 = /** @type {(inputs: Submissions_Limitcapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups at most (0 closes it)`)
};

const fil_submissions_limitcapacity1 = /** @type {(inputs: Submissions_Limitcapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinakamaraming pickup (0 para isara)`)
};

/**
* | output |
* | --- |
* | "Pickups at most (0 closes it)" |
*
* @param {Submissions_Limitcapacity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_limitcapacity1 = /** @type {((inputs?: Submissions_Limitcapacity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitcapacity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_limitcapacity1(inputs)
	return en_submissions_limitcapacity1(inputs)
});
export { submissions_limitcapacity1 as "submissions.limitCapacity" }