import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Truckstitle1Inputs */

const en_submissions_truckstitle1 = /** @type {(inputs: Submissions_Truckstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trucks and number coding`)
};

const fil_submissions_truckstitle1 = /** @type {(inputs: Submissions_Truckstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga truck at number coding`)
};

/**
* | output |
* | --- |
* | "Trucks and number coding" |
*
* @param {Submissions_Truckstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckstitle1 = /** @type {((inputs?: Submissions_Truckstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckstitle1(inputs)
	return en_submissions_truckstitle1(inputs)
});
export { submissions_truckstitle1 as "submissions.trucksTitle" }