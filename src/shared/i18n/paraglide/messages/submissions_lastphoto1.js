import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Lastphoto1Inputs */

const en_submissions_lastphoto1 = /** @type {(inputs: Submissions_Lastphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A request keeps at least one photo. Add another before removing this one.`)
};

const fil_submissions_lastphoto1 = /** @type {(inputs: Submissions_Lastphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangang may kahit isang litrato ang request. Magdagdag muna ng iba bago alisin ito.`)
};

/**
* | output |
* | --- |
* | "A request keeps at least one photo. Add another before removing this one." |
*
* @param {Submissions_Lastphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_lastphoto1 = /** @type {((inputs?: Submissions_Lastphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Lastphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_lastphoto1(inputs)
	return en_submissions_lastphoto1(inputs)
});
export { submissions_lastphoto1 as "submissions.lastPhoto" }