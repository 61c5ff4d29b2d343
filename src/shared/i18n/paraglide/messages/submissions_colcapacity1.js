import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colcapacity1Inputs */

const en_submissions_colcapacity1 = /** @type {(inputs: Submissions_Colcapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups per city`)
};

const fil_submissions_colcapacity1 = /** @type {(inputs: Submissions_Colcapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup kada lungsod`)
};

/**
* | output |
* | --- |
* | "Pickups per city" |
*
* @param {Submissions_Colcapacity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colcapacity1 = /** @type {((inputs?: Submissions_Colcapacity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colcapacity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colcapacity1(inputs)
	return en_submissions_colcapacity1(inputs)
});
export { submissions_colcapacity1 as "submissions.colCapacity" }