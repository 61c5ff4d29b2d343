import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notrucks1Inputs */

const en_submissions_notrucks1 = /** @type {(inputs: Submissions_Notrucks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No truck recorded yet.`)
};

const fil_submissions_notrucks1 = /** @type {(inputs: Submissions_Notrucks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang truck na naitala.`)
};

/**
* | output |
* | --- |
* | "No truck recorded yet." |
*
* @param {Submissions_Notrucks1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notrucks1 = /** @type {((inputs?: Submissions_Notrucks1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notrucks1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notrucks1(inputs)
	return en_submissions_notrucks1(inputs)
});
export { submissions_notrucks1 as "submissions.noTrucks" }