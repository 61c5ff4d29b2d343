import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Plateending1Inputs */

const en_submissions_plateending1 = /** @type {(inputs: Submissions_Plateending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate ending digit`)
};

const fil_submissions_plateending1 = /** @type {(inputs: Submissions_Plateending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huling digit ng plaka`)
};

/**
* | output |
* | --- |
* | "Plate ending digit" |
*
* @param {Submissions_Plateending1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_plateending1 = /** @type {((inputs?: Submissions_Plateending1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Plateending1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_plateending1(inputs)
	return en_submissions_plateending1(inputs)
});
export { submissions_plateending1 as "submissions.plateEnding" }