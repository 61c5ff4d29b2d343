import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ThursdayInputs */

const en_submissions_thursday = /** @type {(inputs: Submissions_ThursdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thursday`)
};

const fil_submissions_thursday = /** @type {(inputs: Submissions_ThursdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwebes`)
};

/**
* | output |
* | --- |
* | "Thursday" |
*
* @param {Submissions_ThursdayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_thursday = /** @type {((inputs?: Submissions_ThursdayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ThursdayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_thursday(inputs)
	return en_submissions_thursday(inputs)
});
export { submissions_thursday as "submissions.thursday" }