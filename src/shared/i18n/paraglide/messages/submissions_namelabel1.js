import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Namelabel1Inputs */

const en_submissions_namelabel1 = /** @type {(inputs: Submissions_Namelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fil_submissions_namelabel1 = /** @type {(inputs: Submissions_Namelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Submissions_Namelabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_namelabel1 = /** @type {((inputs?: Submissions_Namelabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Namelabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_namelabel1(inputs)
	return en_submissions_namelabel1(inputs)
});
export { submissions_namelabel1 as "submissions.nameLabel" }