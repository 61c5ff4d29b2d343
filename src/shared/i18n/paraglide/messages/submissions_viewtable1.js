import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewtable1Inputs */

const en_submissions_viewtable1 = /** @type {(inputs: Submissions_Viewtable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Submissions_Viewtable1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewtable1 = /** @type {((inputs?: Submissions_Viewtable1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewtable1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewtable1(inputs)
});
export { submissions_viewtable1 as "submissions.viewTable" }