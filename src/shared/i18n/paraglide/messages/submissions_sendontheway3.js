import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Sendontheway3Inputs */

const en_submissions_sendontheway3 = /** @type {(inputs: Submissions_Sendontheway3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send SMS`)
};

const fil_submissions_sendontheway3 = /** @type {(inputs: Submissions_Sendontheway3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-send ang SMS`)
};

/**
* | output |
* | --- |
* | "Send SMS" |
*
* @param {Submissions_Sendontheway3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_sendontheway3 = /** @type {((inputs?: Submissions_Sendontheway3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Sendontheway3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_sendontheway3(inputs)
	return en_submissions_sendontheway3(inputs)
});
export { submissions_sendontheway3 as "submissions.sendOnTheWay" }