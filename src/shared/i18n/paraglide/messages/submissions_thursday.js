import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ThursdayInputs */

const en_submissions_thursday = /** @type {(inputs: Submissions_ThursdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thursday`)
};

/**
* | output |
* | --- |
* | "Thursday" |
*
* @param {Submissions_ThursdayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_thursday = /** @type {((inputs?: Submissions_ThursdayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ThursdayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_thursday(inputs)
});
export { submissions_thursday as "submissions.thursday" }