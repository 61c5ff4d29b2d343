import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trucksintro1Inputs */

const en_submissions_trucksintro1 = /** @type {(inputs: Submissions_Trucksintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record each truck with the last digit of its plate. Schedule Pickup warns when a window falls in that truck’s coding hours.`)
};

const fil_submissions_trucksintro1 = /** @type {(inputs: Submissions_Trucksintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itala ang bawat truck kasama ang huling digit ng plaka nito. Magbababala ang Schedule Pickup kapag tumama ang window sa coding hours ng truck na iyon.`)
};

/**
* | output |
* | --- |
* | "Record each truck with the last digit of its plate. Schedule Pickup warns when a window falls in that truck’s coding hours." |
*
* @param {Submissions_Trucksintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_trucksintro1 = /** @type {((inputs?: Submissions_Trucksintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trucksintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_trucksintro1(inputs)
	return en_submissions_trucksintro1(inputs)
});
export { submissions_trucksintro1 as "submissions.trucksIntro" }