import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notruck1Inputs */

const en_submissions_notruck1 = /** @type {(inputs: Submissions_Notruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No truck yet`)
};

const fil_submissions_notruck1 = /** @type {(inputs: Submissions_Notruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang truck`)
};

/**
* | output |
* | --- |
* | "No truck yet" |
*
* @param {Submissions_Notruck1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notruck1 = /** @type {((inputs?: Submissions_Notruck1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notruck1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notruck1(inputs)
	return en_submissions_notruck1(inputs)
});
export { submissions_notruck1 as "submissions.noTruck" }