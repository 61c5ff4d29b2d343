import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Landmarklabel1Inputs */

const en_submissions_landmarklabel1 = /** @type {(inputs: Submissions_Landmarklabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmark or delivery notes (optional)`)
};

/**
* | output |
* | --- |
* | "Landmark or delivery notes (optional)" |
*
* @param {Submissions_Landmarklabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_landmarklabel1 = /** @type {((inputs?: Submissions_Landmarklabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Landmarklabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_landmarklabel1(inputs)
});
export { submissions_landmarklabel1 as "submissions.landmarkLabel" }