import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Backtodashboard2Inputs */

const en_events_backtodashboard2 = /** @type {(inputs: Events_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const fil_events_backtodashboard2 = /** @type {(inputs: Events_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik sa Dashboard`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Events_Backtodashboard2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_backtodashboard2 = /** @type {((inputs?: Events_Backtodashboard2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Backtodashboard2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_backtodashboard2(inputs)
	return en_events_backtodashboard2(inputs)
});
export { events_backtodashboard2 as "events.backToDashboard" }