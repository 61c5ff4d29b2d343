import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewtable1Inputs */

const en_submissions_viewtable1 = /** @type {(inputs: Submissions_Viewtable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

const fil_submissions_viewtable1 = /** @type {(inputs: Submissions_Viewtable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Submissions_Viewtable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewtable1 = /** @type {((inputs?: Submissions_Viewtable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewtable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewtable1(inputs)
	return en_submissions_viewtable1(inputs)
});
export { submissions_viewtable1 as "submissions.viewTable" }