import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ontheway2Inputs */

const en_submissions_ontheway2 = /** @type {(inputs: Submissions_Ontheway2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the way`)
};

const fil_submissions_ontheway2 = /** @type {(inputs: Submissions_Ontheway2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papunta na`)
};

/**
* | output |
* | --- |
* | "On the way" |
*
* @param {Submissions_Ontheway2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ontheway2 = /** @type {((inputs?: Submissions_Ontheway2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ontheway2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ontheway2(inputs)
	return en_submissions_ontheway2(inputs)
});
export { submissions_ontheway2 as "submissions.onTheWay" }