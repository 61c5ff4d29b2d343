import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Landmarklabel1Inputs */

const en_submissions_landmarklabel1 = /** @type {(inputs: Submissions_Landmarklabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmark or delivery notes (optional)`)
};

const fil_submissions_landmarklabel1 = /** @type {(inputs: Submissions_Landmarklabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmark o paalala sa pagpunta (optional)`)
};

/**
* | output |
* | --- |
* | "Landmark or delivery notes (optional)" |
*
* @param {Submissions_Landmarklabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_landmarklabel1 = /** @type {((inputs?: Submissions_Landmarklabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Landmarklabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_landmarklabel1(inputs)
	return en_submissions_landmarklabel1(inputs)
});
export { submissions_landmarklabel1 as "submissions.landmarkLabel" }