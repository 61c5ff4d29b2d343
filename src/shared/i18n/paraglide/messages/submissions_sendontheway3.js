import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Sendontheway3Inputs */

const en_submissions_sendontheway3 = /** @type {(inputs: Submissions_Sendontheway3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send SMS`)
};

/**
* | output |
* | --- |
* | "Send SMS" |
*
* @param {Submissions_Sendontheway3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_sendontheway3 = /** @type {((inputs?: Submissions_Sendontheway3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Sendontheway3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_sendontheway3(inputs)
});
export { submissions_sendontheway3 as "submissions.sendOnTheWay" }