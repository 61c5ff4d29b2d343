import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Editevent1Inputs */

const en_events_editevent1 = /** @type {(inputs: Events_Editevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Editevent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_editevent1 = /** @type {((inputs?: Events_Editevent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Editevent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_editevent1(inputs)
});
export { events_editevent1 as "events.editEvent" }